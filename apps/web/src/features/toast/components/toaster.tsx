import { Toast, ToastProvider, ToastViewport } from '../../../components/ui/toast';
import { useToastStore } from '../toast-store';

/** Renders the toast store; mounted once, beside the routes. */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <ToastProvider>
      {toasts.map((item) => (
        <Toast
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          title={item.title}
          description={item.description}
          variant={item.variant}
        />
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
