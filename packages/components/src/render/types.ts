// What every component implementation receives from the element renderer.
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import type { ElementJson } from '../model/project-json.ts';

export interface ElementRenderProps {
  element: ElementJson;
  /** Props resolved from static values, bindings and asset references, with metadata defaults. */
  props: Record<string, unknown>;
  /** Styles resolved against the theme, with the css prop on top (web components only). */
  style: CSSProperties;
  /** `data-element-id` plus the element's data attributes: spread them on the root DOM node. */
  attributes: Record<string, string>;
  /** Handlers for the events that have active interactions (and onClick for selection in edit mode). */
  events: Record<string, (args?: Record<string, unknown>) => void>;
  /** The rendered child elements. */
  children: ReactNode;
  /** The child elements' data, for containers that lay out each child themselves (Tabs, Accordion…). */
  childElements: ElementJson[];
  /** Renders one child element by id. */
  renderChild: (id: string) => ReactNode;
}

export type ComponentImplementation = ComponentType<ElementRenderProps>;
export type ImplementationMap = Readonly<Record<string, ComponentImplementation>>;

/** Which reconciler the current subtree renders into. */
export type RenderMode = 'dom' | 'r3f' | 'konva';
