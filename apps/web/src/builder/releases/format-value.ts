// A prop, style or field value in one short line for the diff list: the content of a static prop,
// the expression of a binding, the token or unit of a style, JSON for the rest.
const MAX = 80;

function shorten(text: string): string {
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
}

export function formatValue(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return shorten(value.startsWith('file:') ? value.split('/').pop()! : value);
  if (typeof value !== 'object' || value === null) return String(value);
  const record = value as Record<string, unknown>;
  if (record.type === 'static') return formatValue(record.content);
  if (record.type === 'binding') return shorten(`{${String(record.content)}}`);
  if (record.type === 'reference') return formatValue(record.url ?? record.asset);
  if (record.type === 'style' && typeof record.content === 'object' && record.content !== null) {
    const content = record.content as Record<string, unknown>;
    if (content.type === 'unit')
      return content.unit === 'number'
        ? String(content.value)
        : `${String(content.value)}${String(content.unit)}`;
    if (content.type === 'token') return `${String(content.group)}.${String(content.key)}`;
    return formatValue(content.value);
  }
  return shorten(JSON.stringify(value));
}
