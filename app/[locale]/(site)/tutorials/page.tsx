import { collectionListPage } from '@/components/marketing/collection-pages';

const page = collectionListPage('tutorials');
export const generateMetadata = page.generateMetadata;
export default page.ListPage;
