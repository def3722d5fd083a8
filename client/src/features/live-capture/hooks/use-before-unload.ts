import { useEffect } from 'react';

/** While `active`, closing or reloading the tab asks for confirmation first. */
export function useBeforeUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const confirm = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari still need returnValue set to show the dialog.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', confirm);
    return () => window.removeEventListener('beforeunload', confirm);
  }, [active]);
}
