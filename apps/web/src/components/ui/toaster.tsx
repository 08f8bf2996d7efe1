import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { dismissToast, TOAST_DURATION_MS, useToasts } from '@/lib/toast';
import type { ToastItem } from '@/lib/toast';
import { cn } from '@/lib/utils';

const VARIANT_CLASSES: Record<NonNullable<ToastItem['variant']>, string> = {
  default: 'border bg-background text-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
  success: 'border-green-600 bg-green-50 text-green-900',
};

/** Renders the toast queue (spec 9: one at a time, 5000 ms, swipe threshold 50 px). */
export function Toaster() {
  const { t, i18n } = useTranslation();
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeThreshold={50}
      swipeDirection={i18n.dir() === 'rtl' ? 'left' : 'right'}
      // Radix announces each toast to screen readers with this word, English unless given.
      label={t('toast.announcement')}
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.isOpen}
          duration={item.durationMs}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(item.id);
          }}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-md p-4 pe-10 shadow-lg',
            VARIANT_CLASSES[item.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">
              {item.title}
            </ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {item.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={t('toast.close')}
            className="absolute end-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* At the start side: the actions a toast follows (Export, Report, Save) sit at the end side. */}
      <ToastPrimitive.Viewport
        data-testid="toast-viewport"
        label={t('toast.region')}
        className="fixed bottom-0 start-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[380px]"
      />
    </ToastPrimitive.Provider>
  );
}
