/**
 * Where a portal's screens are: on the practice's own subdomain the host names the practice
 * (`/client/login`); on the root domain the path does (`/client/{subdomain}/login`).
 */
export interface PortalPlace {
  subdomain: string;
  onHost: boolean;
}

export interface PortalPaths {
  home: string;
  login: string;
  register: string;
  forgotPassword: string;
  resetPassword: string;
  therapyChat: string;
}

export function portalPathsOf({ subdomain, onHost }: PortalPlace): PortalPaths {
  const base = onHost ? '/client' : `/client/${encodeURIComponent(subdomain)}`;
  return {
    home: onHost ? '/' : base,
    login: `${base}/login`,
    register: `${base}/register`,
    forgotPassword: `${base}/forgot-password`,
    resetPassword: `${base}/reset-password`,
    therapyChat: '/therapy-chat',
  };
}
