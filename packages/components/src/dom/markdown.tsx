// Markdown: rendered with marked, sanitised with DOMPurify; its blocks spaced by the page base stylesheet.
import { useMemo } from 'react';
import type { RenderProps } from '../render/types.ts';
import type { markdownMeta } from './markdown.meta.ts';
import { renderMarkdown } from '../sanitize.ts';
import { MARKDOWN_CLASS } from '../styles/page-classes.ts';
import { text } from './dom-events.ts';

export function Markdown({ props, style, attributes }: RenderProps<typeof markdownMeta>) {
  const source = text(props.markdown);
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    <div
      {...attributes}
      className={MARKDOWN_CLASS}
      style={style}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
