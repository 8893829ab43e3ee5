// Sentence case for labels and server messages: first letter upper case, the rest lower case.
export function sentenceCase(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const lower = trimmed.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
