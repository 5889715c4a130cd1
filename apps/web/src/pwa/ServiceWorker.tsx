import { useRegisterSW } from "virtual:pwa-register/solid";
import { UpdatePrompt } from "./UpdatePrompt.tsx";

/**
 * Registers the service worker (`/sw.js`, built by vite-plugin-pwa; only in a production build) and shows
 * the update prompt when a new version is waiting. The browser looks for a new version on every navigation
 * and at least once a day; this also asks once an hour while the page stays open.
 */
export function ServiceWorker() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: true,
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => {}), 60 * 60 * 1000);
    },
  });
  return (
    <UpdatePrompt
      waiting={needRefresh()}
      onReload={() => {
        // The plugin reloads only a page that was already controlled when it loaded; a page whose first
        // visit installed the worker reloads here, once the new version has taken control.
        navigator.serviceWorker?.addEventListener("controllerchange", () => location.reload(), {
          once: true,
        });
        void updateServiceWorker(true);
      }}
      onDismiss={() => setNeedRefresh(false)}
    />
  );
}
