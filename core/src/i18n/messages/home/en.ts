import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "home.hero.title": "Let's build a Haiti that works for everyone",
  "home.hero.pitch":
    "Kominote brings citizens together to improve public services. Pick a service, complete tasks that help your neighbourhood, share your ideas and see the results together.",
  "home.hero.start": "Start now",
  "home.services.title": "Public services",
  "home.services.intro": "Each service has tasks, discussions and ideas where you can lend a hand.",
  "home.services.tasks.one": "{count} task",
  "home.services.tasks.other": "{count} tasks",
  "home.services.contributors.one": "{count} contributor",
  "home.services.contributors.other": "{count} contributors",
  "home.services.discussions.one": "{count} discussion",
  "home.services.discussions.other": "{count} discussions",
  "home.services.takePart": "Take part",
  "home.services.loading": "Loading services...",
  "home.services.errorTitle": "We couldn't load the services.",
  "home.services.errorText": "Check your connection and try again.",
  "home.services.retry": "Try again",
  "home.services.empty": "No public services yet.",
  "home.hidden.signInToSee.one": "+{count} public service. Sign in to see it",
  "home.hidden.signInToSee.other": "+{count} public services. Sign in to see them all",
  "home.hidden.more.one": "+{count} more public service",
  "home.hidden.more.other": "+{count} more public services",
  "home.hidden.membersOnly":
    "These services are for members only. Sign in or create a free account to see them and take part.",
  "home.signIn": "Sign in",
  "home.cta.title": "Ready to lend a hand?",
  "home.cta.text":
    "Create your free account in a few minutes, choose a service and start contributing to your community.",
  "home.cta.createAccount": "Create an account",
  "home.cta.haveAccount": "Already have an account?",
  "home.member.greeting": "Hello, {name}!",
  "home.member.matched": "The tasks are matched to your skills. Choose a service to start contributing.",
} satisfies Catalog<typeof ht>;
