// Outlines the selected and hovered elements in the builder with a style rule on data-element-id,
// so no element re-renders when the selection changes.
const escape = (id: string) =>
  typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(id) : id.replace(/["\\]/g, '\\$&');

export function SelectionOutline({
  selected,
  hovered,
}: {
  selected: readonly string[];
  hovered: string | null;
}) {
  const rules = [
    ...selected.map(
      (id) => `[data-element-id="${escape(id)}"]{outline:2px solid #f97316;outline-offset:-1px}`,
    ),
    hovered && !selected.includes(hovered)
      ? `[data-element-id="${escape(hovered)}"]{outline:1px dashed #f97316;outline-offset:-1px}`
      : '',
  ].join('');
  return rules ? <style data-vitrine-selection>{rules}</style> : null;
}
