// What a new item of an item widget (an Accordion's or a Tabs' item) starts with: named 'Item n', its
// header slot (its first child type) holding a text reading 'Item n', its content slot (the second)
// a text. Each item component names its widget (itemOf) and its two slots (childTypes).
import type { ElementTemplate } from './schema.ts';

export function itemTemplate(
  item: { name: string; childTypes?: readonly string[] },
  n: number,
): ElementTemplate {
  const [header, content] = item.childTypes ?? [];
  if (!header || !content) throw new Error(`${item.name} is not an item with a header and a content`);
  return {
    elementType: item.name,
    name: `Item ${n}`,
    children: [
      { elementType: header, children: [{ elementType: 'Text', props: { text: `Item ${n}` } }] },
      { elementType: content, children: [{ elementType: 'Text', props: { text: `Content of item ${n}` } }] },
    ],
  };
}
