// The CSS properties the Styles section offers, by folder, each with the theme token group its
// token dropdown lists. Colour properties use the colour style input.
import type { TokenGroup } from '@vitrine/core';

export interface StyleProperty {
  /** The style key stored on the element (camel case). */
  property: string;
  label: string;
  group: TokenGroup;
  kind: 'length' | 'color';
}

export interface StyleFolder {
  label: string;
  properties: StyleProperty[];
}

const length = (property: string, label: string, group: TokenGroup): StyleProperty => ({
  property,
  label,
  group,
  kind: 'length',
});
const color = (property: string, label: string): StyleProperty => ({
  property,
  label,
  group: 'colors',
  kind: 'color',
});

export const STYLE_FOLDERS: readonly StyleFolder[] = [
  {
    label: 'Size',
    properties: [
      length('width', 'Width', 'sizes'),
      length('height', 'Height', 'sizes'),
      length('minWidth', 'Min width', 'sizes'),
      length('maxWidth', 'Max width', 'sizes'),
      length('minHeight', 'Min height', 'sizes'),
      length('maxHeight', 'Max height', 'sizes'),
    ],
  },
  {
    label: 'Spacing',
    properties: [
      length('padding', 'Padding', 'space'),
      length('paddingTop', 'Padding top', 'space'),
      length('paddingRight', 'Padding right', 'space'),
      length('paddingBottom', 'Padding bottom', 'space'),
      length('paddingLeft', 'Padding left', 'space'),
      length('margin', 'Margin', 'space'),
      length('gap', 'Gap', 'space'),
    ],
  },
  {
    label: 'Typography',
    properties: [
      length('fontFamily', 'Font', 'fonts'),
      length('fontSize', 'Font size', 'fontSizes'),
      length('lineHeight', 'Line height', 'lineHeights'),
      length('letterSpacing', 'Letter spacing', 'letterSpacings'),
      color('color', 'Text colour'),
    ],
  },
  {
    label: 'Background and border',
    properties: [
      color('backgroundColor', 'Background'),
      length('borderWidth', 'Border width', 'space'),
      color('borderColor', 'Border colour'),
      length('borderRadius', 'Radius', 'space'),
    ],
  },
];
