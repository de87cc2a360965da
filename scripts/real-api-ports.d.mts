export function realApiPorts(env?: Record<string, string | undefined>): {
  api: number;
  app: number;
  apiUrl: string;
  appUrl: string;
};
