// The 'Send feedback' dialog of the help menu.
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { sendFeedback } from '../../api/feedback.ts';
import { toastError } from '../../api/errors.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { inputClass } from '../ui/input.tsx';
import { cn } from '../ui/cn.ts';
import { NAV_TEXTS } from './texts.ts';

export function FeedbackDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const location = useLocation();
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!message.trim()) return;
    setSending(true);
    try {
      await sendFeedback(message.trim(), location.pathname);
      toast.success(NAV_TEXTS.feedbackSent);
      setMessage('');
      onOpenChange(false);
    } catch (error) {
      toastError(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      title={NAV_TEXTS.feedback}
      description={NAV_TEXTS.feedbackHint}
      open={open}
      onOpenChange={onOpenChange}
    >
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <textarea
          aria-label={NAV_TEXTS.feedback}
          required
          maxLength={5000}
          rows={5}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          className={cn(inputClass, 'h-auto resize-none py-2')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={sending}>
            {NAV_TEXTS.feedbackSubmit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
