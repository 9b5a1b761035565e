import { createFileRoute } from "@tanstack/react-router";
import { ToolsScreen } from "../features/tools/components/tools-screen";

export const Route = createFileRoute("/tools/")({ component: ToolsScreen });
