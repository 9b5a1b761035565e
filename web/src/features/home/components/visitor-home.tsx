import type { PublicService } from "@kominote/core/schemas/services";
import type { ReactNode } from "react";
import { openLoginModal } from "../../../layout/login-dialog-state";
import { openRegistration } from "../../../layout/registration-dialog-state";
import { ClosingCta } from "./closing-cta";
import { HomeHero } from "./home-hero";
import { ServicesGrid } from "./services-grid";
import { ServicesSection } from "./services-section";

/**
 * The home page as a visitor sees it: the welcome, the services, and the closing invitation.
 * Starting, a service card and creating an account open the registration wizard; signing in opens the sign-in dialog.
 */
export function VisitorHome({ children }: { readonly children: ReactNode }) {
  return (
    <>
      <HomeHero onStart={openRegistration} />
      <ServicesSection>{children}</ServicesSection>
      <ClosingCta onCreateAccount={openRegistration} onSignIn={openLoginModal} />
    </>
  );
}

/** The services as a visitor sees them: a card invites them to register, the hidden ones to sign in. */
export function VisitorServices({ services }: { readonly services: readonly PublicService[] }) {
  return (
    <ServicesGrid
      services={services}
      signedIn={false}
      onOpenService={openRegistration}
      onRequestSignIn={openLoginModal}
    />
  );
}
