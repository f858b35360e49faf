import { collectionArticlePage } from '@/components/site/collection-pages';

const page = collectionArticlePage('tutorials');
export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.ArticlePage;
