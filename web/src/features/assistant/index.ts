/**
 * The assistant feature's public entry: the /ai-assistant screen, and where a member's
 * conversation is kept in the tab's session storage (for whatever must forget it, such as leaving
 * a shared computer).
 */
export { AssistantScreen } from "./components/assistant-screen";
export { conversationStorageKey } from "./lib/conversation";
