import type { PublicService } from "@kominote/core/schemas/services";
import type { ReactNode } from "react";
import { openLoginModal } from "../../../layout/login-dialog-state";
import { ClosingCta } from "./closing-cta";
import { HomeHero } from "./home-hero";
import { ServicesGrid } from "./services-grid";
import { ServicesSection } from "./services-section";

/**
 * The home page as a visitor sees it: the welcome, the services, and the closing invitation.
 * Every call to action of a visitor opens the sign-in and registration dialog.
 */
export function VisitorHome({ children }: { readonly children: ReactNode }) {
  return (
    <>
      <HomeHero onStart={openLoginModal} />
      <ServicesSection>{children}</ServicesSection>
      <ClosingCta onCreateAccount={openLoginModal} onSignIn={openLoginModal} />
    </>
  );
}

/** The services as a visitor sees them: any card, and the hidden ones, ask them to sign in first. */
export function VisitorServices({ services }: { readonly services: readonly PublicService[] }) {
  return (
    <ServicesGrid
      services={services}
      signedIn={false}
      onOpenService={openLoginModal}
      onRequestSignIn={openLoginModal}
    />
  );
}
