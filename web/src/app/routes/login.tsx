export default function Page(_props: Record<string, unknown>) {
  return <div className="container page">login</div>;
}
