// Copies a value to the clipboard and says 'Copied' for 2 seconds (SPEC §9: copied label 2000 ms).
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button, type ButtonProps } from './button.tsx';

export const COPIED_LABEL_MS = 2000;

export function CopyButton({ value, ...rest }: { value: string } & Omit<ButtonProps, 'onClick' | 'value'>) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      toast.error('Could not copy to the clipboard');
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_LABEL_MS);
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      icon={copied ? <IconCheck className="size-3.5 text-green-600" /> : <IconCopy className="size-3.5" />}
      onClick={() => void copy()}
      {...rest}
    >
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
