// A component's icon in the studio (insert menu, outliner): the Tabler icon its definition names,
// the one place a component's icon is declared. Each icon is its own module, loaded the first time
// it shows (as published pages load TablerIcon's) and kept for the session; a box of the same size
// stands in meanwhile, and the generic component glyph for an unknown component or icon.
import { IconComponents } from '@tabler/icons-react';
import { loadTablerIcon } from '@vitrine/components';
import { Suspense, use } from 'react';

interface ComponentIconProps {
  /** The icon's export name ('IconClick'), as the component's metadata gives it. */
  name: string | undefined;
  size: number;
  stroke?: number;
  className?: string;
}

function LoadedIcon({ name, ...props }: ComponentIconProps & { name: string }) {
  const Icon = use(loadTablerIcon(name)) ?? IconComponents;
  return <Icon {...props} />;
}

export function ComponentIcon(props: ComponentIconProps) {
  const { name, size, className } = props;
  if (!name) return <IconComponents size={size} stroke={props.stroke} className={className} />;
  return (
    <Suspense
      fallback={<span className={className} style={{ display: 'inline-block', width: size, height: size }} />}
    >
      <LoadedIcon {...props} name={name} />
    </Suspense>
  );
}
