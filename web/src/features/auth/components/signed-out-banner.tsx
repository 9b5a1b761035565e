import { useLocation } from "@tanstack/react-router";
import { useLoginDialog } from "../../../layout/login-dialog-state";
import { openRegistration } from "../../../layout/registration-dialog-state";
import { useCurrentUser } from "../api/get-current-user";
import { isBannerShown } from "../lib/banner-visibility";
import { SignedOutBannerView } from "./signed-out-banner-view";

/** The signed-out banner where it belongs (see isBannerShown). */
export function SignedOutBanner() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const { user, isLoading } = useCurrentUser();
  const login = useLoginDialog();
  const shown = isBannerShown({ pathname, isLoading, signedIn: user !== null, loginOpen: login.isOpen });
  if (!shown) return null;
  return <SignedOutBannerView onRegister={openRegistration} onLogin={() => login.setOpen(true)} />;
}
