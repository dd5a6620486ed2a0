type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

/**
 * In-app navigation for code outside React (the API client's 401 handling). The router
 * registers itself at start; before that a plain page load is used.
 */
export const navigation = {
  register(navigate: Navigate): void {
    navigateImpl = navigate;
  },
  go(to: string): void {
    navigateImpl(to);
  },
};
