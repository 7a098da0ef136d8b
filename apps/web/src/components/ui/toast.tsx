import { TOAST } from '@academy/contracts';
import * as ToastPrimitive from '@radix-ui/react-toast';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';

/**
 * Toast primitives on Radix, configured with the SPEC's constants (section 9): 5000 ms, swipe
 * right past 50 px to dismiss, F8 focuses the notifications. The one-visible limit is the store's.
 */
export type ToastVariant = 'default' | 'success' | 'error';

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <ToastPrimitive.Provider
      duration={TOAST.durationMs}
      swipeDirection="right"
      swipeThreshold={TOAST.swipeThresholdPx}
      label="Notification"
    >
      {children}
    </ToastPrimitive.Provider>
  );
}

export function ToastViewport() {
  return (
    <ToastPrimitive.Viewport
      hotkey={[...TOAST.hotkey]}
      label="Notifications ({hotkey})"
      className="fixed right-0 bottom-0 z-50 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
    />
  );
}

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-line',
  success: 'border-success',
  error: 'border-danger',
};

interface ToastProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
}

export function Toast({ open, onOpenChange, title, description, variant }: ToastProps) {
  return (
    <ToastPrimitive.Root
      open={open}
      onOpenChange={onOpenChange}
      // Errors interrupt the screen reader; other news waits for a pause.
      type={variant === 'error' ? 'foreground' : 'background'}
      className={`toast flex items-start gap-3 rounded-lg border-2 bg-surface p-4 text-ink shadow-lg ${VARIANT_CLASSES[variant]}`}
    >
      <div className="flex-1">
        <ToastPrimitive.Title className="font-semibold">{title}</ToastPrimitive.Title>
        {description ? (
          <ToastPrimitive.Description className="mt-1 text-sm text-muted">
            {description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label="Close notification"
        className="rounded p-1 text-ink hover:bg-page"
      >
        <CloseIcon />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
