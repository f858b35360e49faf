import { legalPage } from '@/components/site/legal-page';

const page = legalPage('termsConditions');
export const generateMetadata = page.generateMetadata;
export default page.LegalPage;
