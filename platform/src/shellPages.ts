/** The pages the shell serves itself (SPEC section 2): no remote's route may take their paths. */
export const shellPagePaths = {
  auth: '/auth',
  confirmEmail: '/confirm-email',
  privacy: '/privacy',
  deployments: '/deployments',
} as const;

/** The shell's pages of one learner or one link: never indexed. */
export const shellPrivatePaths: readonly string[] = [
  shellPagePaths.auth,
  shellPagePaths.confirmEmail,
  shellPagePaths.deployments,
];
