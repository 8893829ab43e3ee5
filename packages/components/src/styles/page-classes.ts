// The class names by which components take their look from the page base stylesheet
// (page-base.css, beside this file), so a theme change restyles every element that keeps the default.
// An element's own styles are inline and always win over these.

/** A Button or Icon button: the theme's primary colour, padding, radius, hover and focus ring. */
export const BUTTON_CLASS = 'vitrine-button';
/** An Icon button: square padding around the icon. */
export const ICON_BUTTON_CLASS = `${BUTTON_CLASS} vitrine-icon-button`;
/** The trigger of an overlay widget (Dialog, Sheet, Popover, Dropdown, Collapsible): an outlined button. */
export const TRIGGER_CLASS = `${BUTTON_CLASS} vitrine-button-secondary`;
/** A text field: Input, Text area, Search input, the Select trigger. */
export const FIELD_CLASS = 'vitrine-field';
/** A Flex: keeps a height while empty. */
export const FLEX_CLASS = 'vitrine-flex';
/** What stands for missing content (an Image or Icon without a file, an empty Aspect ratio). */
export const PLACEHOLDER_CLASS = 'vitrine-placeholder';
/** An Image without a file: a framed photo glyph, 320x200 until the element is sized. */
export const IMAGE_PLACEHOLDER_CLASS = `${PLACEHOLDER_CLASS} vitrine-image-placeholder`;
/** Markdown's rendered blocks: spaced, lists with markers. */
export const MARKDOWN_CLASS = 'vitrine-markdown';
