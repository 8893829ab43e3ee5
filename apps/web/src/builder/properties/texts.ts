// Every user-visible text and number of the property panel, the style inputs and the theme token
// lists (SPEC §2 Property panel, §5, §8, §9) in one place.
import { COLOR_DEBOUNCE_MS, SUCCESS_TEXTS, VARIANT_LIST_HEIGHT_PX } from '@vitrine/core';

export const PANEL_TEXTS = {
  properties: 'Properties',
  theme: 'Theme',
  commerce: 'Commerce',
  emptySelection: 'Select an element in the outliner or the preview.',
  unset: 'Unset',
  bind: 'Bind to an expression',
  unbind: 'Remove the binding',
  expression: 'Expression',
  mixed: 'Several elements selected: shared properties are edited together.',
  styles: 'Styles',
  reset: 'Reset',
  themeTab: 'Theme',
  customTab: 'Custom',
  searchTokens: 'Search tokens',
  miss: "That's a miss",
  missDetail: '( Sorry that word or phrase has no results )',
  advancedStyles: 'Advanced styles',
  advancedInvalid: 'Advanced styles must be valid JSON',
  copyStyling: 'Copy Styling Props',
  pasteStyling: 'Paste Styling Props',
  copied: SUCCESS_TEXTS.stylesCopied,
  pasted: SUCCESS_TEXTS.stylesPasted,
  invalidJson: 'Invalid JSON: nothing was changed',
  dataAttributes: 'Data attributes',
  addDataAttribute: 'Add data attribute',
  dataAttributeName: 'name',
  dataAttributeValue: 'value',
  eventInteractions: 'Event interactions',
  addInteraction: 'Add interaction',
  addAction: 'Add action',
  active: 'Active',
  attributes: 'Attributes',
  addAttribute: 'Add attribute',
  currencies: 'Currencies',
  defaultCurrency: 'The default currency stays',
  addOption: 'Add option',
  defaultOption: 'Default option',
  priceControl: 'Price',
  addPriceOption: 'Add Price Option',
  materialOverrides: 'Material overrides',
  selectMaterial: 'Select Material',
  none: 'None',
  noMeshes: 'Pick a model to list its meshes.',
  modelMesh: 'Model mesh',
  everyModelMesh: 'Every mesh of the model',
  variantDressesParentMesh: 'The chosen variant dresses the parent mesh.',
  materialVariants: 'Material variants',
  searchVariants: 'Search for an variant ...',
  addVariant: 'Add variant',
  goToAssets: 'Show in the project library',
  remove: 'Remove',
  slot: 'Insert into this slot',
  noAsset: 'No asset',
  noElement: 'No element',
  addToken: 'Add token',
} as const;

export const PANEL_LIMITS = {
  colorPopoverWidthPx: 275,
  colorTokenListHeightPx: 250,
  tokenDropdownMaxHeightPx: 300,
  colorDebounceMs: COLOR_DEBOUNCE_MS,
  variantListHeightPx: VARIANT_LIST_HEIGHT_PX,
} as const;

/** The folder of props whose metadata names none. */
export const DEFAULT_FOLDER = 'General';

/** Shown next to a control whose selected elements hold different values. */
export const MIXED_LABEL = 'Mixed';
