import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { useEffect } from "react";

/**
 * For a route's error component: sends the technical message to the console and gives the "try
 * again" that loads the route anew.
 */
export const useRouteRetry = ({ error, reset }: ErrorComponentProps): (() => void) => {
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();

  useEffect(() => {
    console.error(error);
    // A failed query stays failed until reset; trying again must ask the server anew.
    queryErrorReset.reset();
  }, [error, queryErrorReset]);

  return (): void => {
    reset();
    void router.invalidate();
  };
};
