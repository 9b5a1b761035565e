import type { PublicService } from "@kominote/core/schemas/services";
import type { User } from "@kominote/core/schemas/users";
import { useRouter } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { openLoginModal } from "../../../layout/login-dialog-state";
import * as hero from "./home-hero.css";
import * as layout from "./home-layout.css";
import { ServicesGrid } from "./services-grid";
import { ServicesSection } from "./services-section";

/** The home page as a member sees it: a greeting by name, then the services (all of them, on request). */
export function MemberHome({ user, children }: { readonly user: Pick<User, "fullName">; readonly children: ReactNode }) {
  const { t } = useLanguage();
  return (
    <>
      <section className={hero.greeting}>
        <div className={`${layout.container} ${hero.content}`}>
          <h1 className={hero.title}>{t("home.member.greeting", { name: user.fullName })}</h1>
          <p className={hero.pitch}>{t("home.member.matched")}</p>
        </div>
      </section>
      <ServicesSection>{children}</ServicesSection>
    </>
  );
}

/** The services as a member sees them: a card opens the service's page. */
export function MemberServices({ services }: { readonly services: readonly PublicService[] }) {
  // The router itself rather than useNavigate: the home page's first load stays a little smaller.
  const router = useRouter();
  return (
    <ServicesGrid
      services={services}
      signedIn
      onOpenService={(service) => void router.navigate({ to: "/services/$slug", params: { slug: service.slug } })}
      onRequestSignIn={openLoginModal}
    />
  );
}
