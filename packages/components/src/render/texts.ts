// What the builder's diagnostics say about a page's accessibility (docs/accessibility.md).
export const A11Y_TEXTS = {
  noAlt: 'Accessibility: this image has no alternative text. Describe it, or mark it decorative.',
  altFromFileName: (name: string) =>
    `Accessibility: no alternative text of its own; the file name "${name}" stands in. Describe the image, or mark it decorative.`,
  lowContrast: (ratio: string, required: string) =>
    `Accessibility: text contrast ${ratio}:1 on its background, below the ${required}:1 WCAG AA asks for.`,
};
