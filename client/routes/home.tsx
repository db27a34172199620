export default function Home() {
  return <h1>Lookwise</h1>;
}
