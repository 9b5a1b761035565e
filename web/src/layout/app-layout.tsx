import { Outlet, useRouter } from "@tanstack/react-router";
import { RouterProvider as AriaRouterProvider } from "react-aria-components";
import * as styles from "./app-layout.css";
import { SignedOutBanner } from "../features/auth/components/signed-out-banner";
import { PendingActionCheck } from "../features/pending-actions/components/pending-action-check";
import { RegistrationDialog } from "./registration-dialog-host";
import { Footer } from "./footer";
import { Header } from "./header";
import { LoginDialogHost } from "./login-dialog-host";
import { LoginDialogProvider } from "./login-dialog-state";
import { mainContentId, SkipLink } from "./skip-link";
import { ToastHost } from "./toast-host";
import { TranslatingOverlay } from "./translating-overlay";

/** Every screen's frame: skip link, header, the screen itself, the signed-out banner, footer, and the page-wide layers. */
export function AppLayout() {
  const router = useRouter();
  return (
    // Menu items and other react-aria links navigate through the router, without a page reload.
    <AriaRouterProvider
      navigate={(href) => router.history.push(href)}
      useHref={(href) => href}
    >
      <LoginDialogProvider>
        <div className={styles.page}>
          <SkipLink />
          <Header />
          <main id={mainContentId} tabIndex={-1} className={styles.main}>
            <Outlet />
          </main>
          {/* Before the footer: sticking to the bottom while the screen scrolls, it stops at its own
              place above the footer, so it never covers the footer's links. */}
          <SignedOutBanner />
          <Footer />
        </div>
        <LoginDialogHost />
        <RegistrationDialog />
        <ToastHost />
        <TranslatingOverlay />
        <PendingActionCheck />
      </LoginDialogProvider>
    </AriaRouterProvider>
  );
}
