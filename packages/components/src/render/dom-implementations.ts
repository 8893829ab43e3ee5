// Web implementations by component name. The Canvas entry is lazy: three.js, react-three-fiber,
// drei and konva are fetched only when a page actually renders a Canvas.
import { Accordion } from '../dom/accordion.tsx';
import { Anchor } from '../dom/anchor.tsx';
import { AspectRatio } from '../dom/aspect-ratio.tsx';
import { Avatar } from '../dom/avatar.tsx';
import { Button } from '../dom/button.tsx';
import { Checkbox } from '../dom/checkbox.tsx';
import { Collapsible } from '../dom/collapsible.tsx';
import { ComponentVariant, ComponentVariantItem } from '../dom/component-variant.tsx';
import { ContextMenu } from '../dom/context-menu.tsx';
import { CurrencyLabel } from '../dom/currency-label.tsx';
import { Dialog } from '../dom/dialog.tsx';
import { Dropdown } from '../dom/dropdown.tsx';
import { Flex } from '../dom/flex.tsx';
import { HoverCard } from '../dom/hover-card.tsx';
import { IconButton } from '../dom/icon-button.tsx';
import { Icon } from '../dom/icon.tsx';
import { Image } from '../dom/image.tsx';
import { Input } from '../dom/input.tsx';
import { Label } from '../dom/label.tsx';
import { InitialLoader, Spinner } from '../dom/loaders.tsx';
import { Markdown } from '../dom/markdown.tsx';
import { NumberFormat } from '../dom/number-format.tsx';
import { Popover } from '../dom/popover.tsx';
import { Progress } from '../dom/progress.tsx';
import { RadioGroup } from '../dom/radio-group.tsx';
import { ScrollArea } from '../dom/scroll-area.tsx';
import { SearchInput } from '../dom/search-input.tsx';
import { Select } from '../dom/select.tsx';
import { Sheet } from '../dom/sheet.tsx';
import { Slider } from '../dom/slider.tsx';
import { Svg } from '../dom/svg.tsx';
import { Switch } from '../dom/switch.tsx';
import { TablerIcon } from '../dom/tabler-icon.tsx';
import { Tabs } from '../dom/tabs.tsx';
import { TextArea } from '../dom/text-area.tsx';
import { Text } from '../dom/text.tsx';
import { ToggleGroup } from '../dom/toggle-group.tsx';
import { Tooltip } from '../dom/tooltip.tsx';
import { TotalPrice } from '../dom/total-price.tsx';
import { For } from '../logic/for.tsx';
import { Show } from '../logic/show.tsx';
import { LazyCanvas } from './lazy-canvas.tsx';
import type { ImplementationMap } from './types.ts';

export const DOM_IMPLEMENTATIONS: ImplementationMap = {
  Accordion,
  Anchor,
  AspectRatio,
  Avatar,
  Button,
  Canvas: LazyCanvas,
  Checkbox,
  Collapsible,
  ComponentVariant,
  ComponentVariantItem,
  ContextMenu,
  CurrencyLabel,
  Dialog,
  Dropdown,
  Flex,
  For,
  HoverCard,
  Icon,
  IconButton,
  Image,
  InitialLoader,
  Input,
  Label,
  Markdown,
  NumberFormat,
  Popover,
  Progress,
  RadioGroup,
  ScrollArea,
  SearchInput,
  Select,
  Sheet,
  Show,
  Slider,
  Spinner,
  Svg,
  Switch,
  TablerIcon,
  Tabs,
  Text,
  TextArea,
  ToggleGroup,
  Tooltip,
  TotalPrice,
};
