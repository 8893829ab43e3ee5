// User-visible texts of the document model (SPEC.md §8 plus the readable messages of the
// operations' refusals). The builder shows these as toasts; nothing else spells them out.

export const HISTORY_TEXTS = {
  atOldest: 'Already on the oldest changes !',
  atLatest: 'Already on the latest changes !',
} as const;

export const OPERATION_TEXTS = {
  pageNotFound: (pageId: string) => `Page ${pageId} does not exist`,
  lastPage: 'A project needs at least one page',
  elementNotFound: (elementId: string) => `Element ${elementId} does not exist`,
  parentNotFound: (parentId: string) => `Parent element ${parentId} does not exist`,
  wrapNeedsOneParent: 'Only elements that share one parent can be wrapped',
  wrapNeedsSelection: 'Select at least one element to wrap',
  moveIntoOwnSubtree: 'An element cannot be moved into itself or its own children',
  moveAcrossPages: 'Elements can only be moved within their page',
  dataAttributeExists: (name: string) => `Data attribute '${name}' already exists`,
  dataAttributeNotFound: (name: string) => `Data attribute '${name}' does not exist`,
  dataAttributeNameEmpty: 'Data attribute name is required',
  dataAttributeValueNotString: 'Data attribute value must be a string',
  stateExists: (name: string) => `State '${name}' already exists`,
  stateNotFound: (name: string) => `State '${name}' does not exist`,
  stateNameEmpty: 'State name is required',
  invalidState: (details: string) => `Invalid state definition: ${details}`,
  themeNotFound: (theme: string) => `Theme '${theme}' does not exist`,
  tokenNotFound: (name: string) => `Token '${name}' does not exist`,
  tokenExists: (name: string) => `Token '${name}' already exists`,
  tokenReadOnly: (name: string) => `Token '${name}' is a default token and cannot be changed`,
  tokenNameEmpty: 'Token name is required',
  attributeNotFound: (attributeId: string) => `Attribute ${attributeId} does not exist`,
  optionNotFound: (optionId: string) => `Option ${optionId} does not exist`,
  labelEmpty: 'Label is required',
  priceCurrencyUsed: (currency: string) => `Currency ${currency} is already used in the price options`,
  priceOptionNotFound: (currency: string) => `No price option for ${currency}`,
  invalidPrice: 'Price must be a number',
  invalidStyle: (details: string) => `Invalid style value: ${details}`,
  invalidProp: (details: string) => `Invalid property value: ${details}`,
  invalidStylingProps: 'The clipboard does not hold styling props',
  invalidCss: 'Advanced styles must be valid JSON',
  importInvalid: 'Components file must hold rootId and elements',
  importRootMissing: 'Components file: rootId is not one of its elements',
  importNotJson: 'Problem parsing input file.',
  invalidProject: (details: string) => `Invalid project document: ${details}`,
  materialNameEmpty: 'Material name is required',
  currencyExists: (currency: string) => `Currency ${currency} is already in the project`,
  currencyIsDefault: (currency: string) => `Currency ${currency} is the project's default currency`,
} as const;

/** Successes the builder toasts after an operation (SPEC.md §8). */
export const SUCCESS_TEXTS = {
  pageAdded: 'New Page Added',
  projectRenamed: 'Project name updated !',
  componentsExported: 'Components exported !',
  componentsImported: 'Components imported !',
  stylesCopied: 'Copied advanced styles !',
  stylesPasted: 'Pasted advanced styles !',
} as const;
