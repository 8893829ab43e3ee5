// Markdown: rendered with marked, sanitised with DOMPurify; its blocks spaced by the page base stylesheet.
import { useMemo } from 'react';
import type { ElementRenderProps } from '../render/types.ts';
import { renderMarkdown } from '../sanitize.ts';
import { MARKDOWN_CLASS } from '../styles/page-classes.ts';
import { text } from './dom-events.ts';

export function Markdown({ props, style, attributes }: ElementRenderProps) {
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
