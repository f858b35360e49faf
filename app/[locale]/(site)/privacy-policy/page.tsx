import { legalPage } from '@/components/site/legal-page';

const page = legalPage('privacyPolicy');
export const generateMetadata = page.generateMetadata;
export default page.LegalPage;
