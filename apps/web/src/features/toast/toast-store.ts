import { TOAST } from '@academy/contracts';
import { create } from 'zustand';
import type { ToastVariant } from '../../components/ui/toast';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem {
  id: string;
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
  /** False once dismissed; the item stays until its removal timer runs. */
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
  add: (input: ToastInput) => string;
  dismiss: (id: string) => void;
  remove: (id: string) => void;
}

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function cancelRemoval(id: string): void {
  const timer = removalTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  removalTimers.delete(id);
}

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],

  add: ({ title, description, variant = 'default' }) => {
    counter += 1;
    const id = `toast-${counter}`;
    // Newest first, capped at the SPEC's limit: a new toast replaces the one on screen.
    const toasts = [{ id, title, description, variant, open: true }, ...get().toasts];
    for (const dropped of toasts.slice(TOAST.limit)) cancelRemoval(dropped.id);
    set({ toasts: toasts.slice(0, TOAST.limit) });
    return id;
  },

  dismiss: (id) => {
    set({ toasts: get().toasts.map((item) => (item.id === id ? { ...item, open: false } : item)) });
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        get().remove(id);
      }, TOAST.removeDelayMs),
    );
  },

  remove: (id) => {
    cancelRemoval(id);
    set({ toasts: get().toasts.filter((item) => item.id !== id) });
  },
}));

/** Shows a notification; works from anywhere, including outside React. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = useToastStore.getState().add(input);
  return {
    id,
    dismiss: () => {
      useToastStore.getState().dismiss(id);
    },
  };
}
