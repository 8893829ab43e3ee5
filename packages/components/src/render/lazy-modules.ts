// Which module implements each component loaded on demand, as data: the renderer's loaders are keyed
// by these paths (relative to this package's src/), and the build's size budget reads them to tell
// what a page with given components downloads (apps/web/size-budget.ts).

/** Web components in their own modules; the others come with the renderer (dom-implementations.ts). */
export const DOM_MODULES = {
  'dom/accordion.tsx': ['Accordion', 'AccordionItem', 'AccordionTrigger', 'AccordionContent'],
  'dom/aspect-ratio.tsx': ['AspectRatio'],
  'dom/avatar.tsx': ['Avatar'],
  'dom/checkbox.tsx': ['Checkbox'],
  'dom/collapsible.tsx': ['Collapsible'],
  'dom/component-variant.tsx': ['ComponentVariant', 'ComponentVariantItem'],
  'dom/context-menu.tsx': ['ContextMenu'],
  'dom/dialog.tsx': ['Dialog'],
  'dom/dropdown.tsx': ['Dropdown'],
  'dom/hover-card.tsx': ['HoverCard'],
  'dom/icon.tsx': ['Icon'],
  'dom/icon-button.tsx': ['IconButton'],
  'dom/input.tsx': ['Input'],
  'dom/label.tsx': ['Label'],
  'dom/loaders.tsx': ['Spinner', 'InitialLoader'],
  'dom/markdown.tsx': ['Markdown'],
  'dom/number-format.tsx': ['NumberFormat'],
  'dom/popover.tsx': ['Popover'],
  'dom/progress.tsx': ['Progress'],
  'dom/radio-group.tsx': ['RadioGroup'],
  'dom/scroll-area.tsx': ['ScrollArea'],
  'dom/search-input.tsx': ['SearchInput'],
  'dom/select.tsx': ['Select'],
  'dom/sheet.tsx': ['Sheet'],
  'dom/slider.tsx': ['Slider'],
  'dom/svg.tsx': ['Svg'],
  'dom/switch.tsx': ['Switch'],
  'dom/tabler-icon.tsx': ['TablerIcon'],
  'dom/tabs.tsx': ['Tabs', 'TabsItem', 'TabsTrigger', 'TabsContent'],
  'dom/text-area.tsx': ['TextArea'],
  'dom/toggle-group.tsx': ['ToggleGroup'],
  'dom/tooltip.tsx': ['Tooltip'],
} as const satisfies Record<string, readonly string[]>;

/** The 3D renderer, loaded by a page with a Canvas. */
export const SCENE_MODULE = 'r3f/scene-canvas.tsx';

/** 3D components in their own modules, loaded by the 3D renderer when the scene has them. */
export const R3F_MODULES = {
  'r3f/billboard.tsx': ['Billboard'],
  'r3f/canvas-texture.tsx': ['CanvasTexture'],
  'r3f/contact-shadows.tsx': ['ContactShadows'],
  'r3f/environment.tsx': ['Environment'],
  'r3f/gltf-model.tsx': ['GltfModel'],
  'r3f/material-variant.tsx': ['MaterialVariant'],
  'r3f/orbit-controls.tsx': ['OrbitControls'],
  'r3f/stage.tsx': ['Stage'],
} as const satisfies Record<string, readonly string[]>;

/** Component metadata loaded when a page uses a component outside the general and commerce groups. */
export const REGISTRY_PARTS = [
  'registry/widgets.ts',
  'registry/scene.ts',
  'registry/scene-materials.ts',
] as const;
