// The overlay and form widgets, each on a Radix primitive (SPEC §3 "Registered components"), in the
// insert menu's order. Each is defined beside its renderer; this list loads when a page uses one.
import {
  accordionContentMeta,
  accordionItemMeta,
  accordionMeta,
  accordionTriggerMeta,
} from '../dom/accordion.meta.ts';
import { aspectRatioMeta } from '../dom/aspect-ratio.meta.ts';
import { avatarMeta } from '../dom/avatar.meta.ts';
import { checkboxMeta } from '../dom/checkbox.meta.ts';
import { collapsibleMeta } from '../dom/collapsible.meta.ts';
import { contextMenuMeta } from '../dom/context-menu.meta.ts';
import { dialogMeta } from '../dom/dialog.meta.ts';
import { dropdownMeta } from '../dom/dropdown.meta.ts';
import { hoverCardMeta } from '../dom/hover-card.meta.ts';
import { popoverMeta } from '../dom/popover.meta.ts';
import { progressMeta } from '../dom/progress.meta.ts';
import { radioGroupMeta } from '../dom/radio-group.meta.ts';
import { scrollAreaMeta } from '../dom/scroll-area.meta.ts';
import { selectMeta } from '../dom/select.meta.ts';
import { sheetMeta } from '../dom/sheet.meta.ts';
import { switchMeta } from '../dom/switch.meta.ts';
import { tabsContentMeta, tabsItemMeta, tabsMeta, tabsTriggerMeta } from '../dom/tabs.meta.ts';
import { toggleGroupMeta } from '../dom/toggle-group.meta.ts';
import { tooltipMeta } from '../dom/tooltip.meta.ts';

export const WIDGET_COMPONENTS = [
  accordionMeta,
  accordionItemMeta,
  accordionTriggerMeta,
  accordionContentMeta,
  aspectRatioMeta,
  avatarMeta,
  checkboxMeta,
  collapsibleMeta,
  contextMenuMeta,
  dialogMeta,
  dropdownMeta,
  popoverMeta,
  progressMeta,
  radioGroupMeta,
  scrollAreaMeta,
  selectMeta,
  sheetMeta,
  switchMeta,
  tabsMeta,
  tabsItemMeta,
  tabsTriggerMeta,
  tabsContentMeta,
  toggleGroupMeta,
  tooltipMeta,
  hoverCardMeta,
] as const;
