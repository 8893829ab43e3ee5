// The general web components (SPEC §3 "Registered components": General UI), in the insert menu's
// order. Each is defined beside its renderer; this list (with commerce.ts) comes with the renderer.
import { anchorMeta } from '../dom/anchor.meta.ts';
import { buttonMeta } from '../dom/button.meta.ts';
import { componentVariantItemMeta, componentVariantMeta } from '../dom/component-variant.meta.ts';
import { flexMeta } from '../dom/flex.meta.ts';
import { iconButtonMeta } from '../dom/icon-button.meta.ts';
import { iconMeta } from '../dom/icon.meta.ts';
import { imageMeta } from '../dom/image.meta.ts';
import { inputMeta } from '../dom/input.meta.ts';
import { labelMeta } from '../dom/label.meta.ts';
import { markdownMeta } from '../dom/markdown.meta.ts';
import { numberFormatMeta } from '../dom/number-format.meta.ts';
import { searchInputMeta } from '../dom/search-input.meta.ts';
import { sliderMeta } from '../dom/slider.meta.ts';
import { svgMeta } from '../dom/svg.meta.ts';
import { tablerIconMeta } from '../dom/tabler-icon.meta.ts';
import { textAreaMeta } from '../dom/text-area.meta.ts';
import { textMeta } from '../dom/text.meta.ts';
import { forMeta } from '../logic/for.meta.ts';
import { showMeta } from '../logic/show.meta.ts';

export const GENERAL_COMPONENTS = [
  buttonMeta,
  flexMeta,
  forMeta,
  showMeta,
  iconMeta,
  tablerIconMeta,
  iconButtonMeta,
  imageMeta,
  inputMeta,
  searchInputMeta,
  textAreaMeta,
  labelMeta,
  textMeta,
  markdownMeta,
  anchorMeta,
  svgMeta,
  numberFormatMeta,
  sliderMeta,
  componentVariantMeta,
  componentVariantItemMeta,
] as const;
