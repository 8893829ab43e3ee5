// The centred icon + message shown where a list has nothing in it.
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
}: {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center justify-center px-6 py-12 text-center', className)}>
      {icon && (
        <div className="mb-3 flex size-11 items-center justify-center rounded-xl bg-neutral-100 text-neutral-500">
          {icon}
        </div>
      )}
      <p className="text-sm font-medium text-neutral-700">{title}</p>
      {description && <p className="mt-1 max-w-sm text-sm text-neutral-500">{description}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
