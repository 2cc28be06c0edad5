export default function Home() {
  return (
    <main id="main">
      <h1>Shopwright</h1>
      <a href="/shop">Shop</a>
    </main>
  );
}
