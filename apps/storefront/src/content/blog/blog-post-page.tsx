// /blog/{id}: one post (by id or slug) with its sanitised body.
import type { BlogCategory, BlogPost } from '@horeca/core/api';
import { Breadcrumb } from '@horeca/widgets';
import { useParams } from 'react-router';
import { HtmlContent } from '../../components/html-content';
import { PageData } from '../../components/page-state';
import { useBlogPost } from '../../resources/content';
import { usePageMeta } from '../../lib/use-page-meta';
import { useWords } from '../../lib/words';

export default function BlogPostPage() {
  const { id = '' } = useParams();
  const { data, error, reload } = useBlogPost(id);
  return (
    <PageData data={data} error={error} reload={reload}>
      {(answer) => <Post post={answer.data} />}
    </PageData>
  );
}

function Post({ post }: { post: BlogPost & { body: string; category: BlogCategory | null } }) {
  const { storefront: storefrontMessages } = useWords();
  usePageMeta({ title: post.title, description: post.excerpt, canonical: `/blog/${post.slug}`, preview: { type: 'article', image: { url: post.image } } });
  const crumbs = [
    { label: storefrontMessages.home, url: '/' },
    { label: storefrontMessages.blogTitle, url: '/blog' },
    ...(post.category ? [{ label: post.category.name, url: `/blog/category/${post.category.slug}` }] : []),
    { label: post.title },
  ];
  return (
    <article className="blog-post">
      <Breadcrumb items={crumbs} />
      <h1>{post.title}</h1>
      <p className="post-card__meta">
        {post.author} · <time dateTime={post.published_at}>{post.published_at.slice(0, 10)}</time>
      </p>
      <img src={post.image} alt="" width="1200" height="675" decoding="async" fetchPriority="high" className="blog-post__image" />
      <HtmlContent html={post.body} />
      {post.tags.length > 0 ? (
        <ul className="chips" aria-label={storefrontMessages.tags}>
          {post.tags.map((tag) => (
            <li key={tag} className="chip">{tag}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
