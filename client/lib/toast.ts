/** A small store of toasts so any module (the API client included) can raise one. */
export type ToastType = "success" | "error" | "warning";
export type Toast = { id: number; type: ToastType; title: string; message?: string };

export const TOAST_DURATION_MS = 6_000;

type Listener = (toasts: Toast[]) => void;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener(toasts);
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function showToast(type: ToastType, title: string, message?: string): number {
  const id = nextId++;
  toasts = [...toasts, { id, type, title, message }];
  emit();
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}
