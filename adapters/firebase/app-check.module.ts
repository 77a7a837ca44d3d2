import type { FirebaseApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../src/config/app-config';
import { APP_ID, CONFIG_ID } from '../tokens';

/** Production: App Check, activated as the app is created, so every Firebase call sends its token from the first request. */
export const appCheckModule = new ContainerModule(({ onActivation }) => {
  onActivation<FirebaseApp>(APP_ID, (context, app) => {
    const siteKey = context.get<AppConfig>(CONFIG_ID).firebase.appCheckSiteKey;
    if (!siteKey) throw new Error('App Check needs its reCAPTCHA Enterprise site key (VITE_APP_CHECK_SITE_KEY)');
    initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true });
    return app;
  });
});
