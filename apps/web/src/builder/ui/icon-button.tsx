// A square toolbar button with a tooltip.
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../components/ui/cn.ts';
import { Tip } from './tip.tsx';

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  label: string;
  active?: boolean;
  children: ReactNode;
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, active, className, children, ...rest },
  ref,
) {
  return (
    <Tip label={label}>
      <button
        ref={ref}
        type="button"
        aria-label={label}
        className={cn(
          'grid size-8 shrink-0 place-items-center rounded-md text-neutral-600 transition-colors hover:bg-neutral-100 hover:text-neutral-900',
          'disabled:pointer-events-none disabled:opacity-40',
          active && 'bg-neutral-100 text-neutral-900',
          className,
        )}
        {...rest}
      >
        {children}
      </button>
    </Tip>
  );
});
