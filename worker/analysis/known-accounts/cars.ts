/** Carmakers, motorsport and car media. Line format: see `../known-accounts.ts`. */
export const CARS = `
# Carmakers
Tesla|cars,science-tech|tw=tesla ig=teslamotors li=tesla-motors
Ford|cars|ford li=ford-motor-company
Chevrolet|cars|chevrolet
Toyota|cars|tw=toyota ig=toyotausa
Honda|cars|ig,tw=honda
BMW|cars|bmw li=bmw
Mercedes-Benz|cars|mercedesbenz
Audi|cars|audi
Porsche|cars|porsche
Ferrari|cars|ferrari
Lamborghini|cars|lamborghini
McLaren Automotive|cars|ig,tw=mclarenauto
Bugatti|cars|bugatti
Bentley|cars|ig,tw=bentleymotors
Rolls-Royce Motor Cars|cars|ig,tw=rollsroycecars
Aston Martin|cars|astonmartin
Jeep|cars|jeep
Dodge|cars|dodge
Ram Trucks|cars|ramtrucks
Land Rover|cars|landrover
Volkswagen|cars|tw=vw ig=volkswagen
Nissan USA|cars|nissanusa
Hyundai USA|cars|hyundaiusa
Kia America|cars|ig=kiaamerica
Subaru of America|cars|subaru_usa
Mazda USA|cars|mazdausa
Volvo Cars|cars|volvocars
Lexus|cars|lexus
Cadillac|cars|cadillac
GMC|cars|gmc
Rivian|cars|rivian
Lucid Motors|cars|lucidmotors
Polestar|cars|polestarcars
Harley-Davidson|cars|harleydavidson
Ducati|cars|ducati

# Motorsport
Formula 1|cars,sports|f1
Scuderia Ferrari|cars,sports|scuderiaferrari
Red Bull Racing|cars,sports|redbullracing
Mercedes-AMG F1|cars,sports|mercedesamgf1
McLaren F1|cars,sports|tw=mclarenf1 ig=mclaren
Aston Martin F1|cars,sports|astonmartinf1
Alpine F1 Team|cars,sports|alpinef1team
Williams Racing|cars,sports|williamsracing
Haas F1 Team|cars,sports|haasf1team
NASCAR|cars,sports|nascar
IndyCar|cars,sports|indycar
Indianapolis Motor Speedway|cars,sports|tw=ims
MotoGP|cars,sports|motogp
Formula E|cars,sports|fiaformulae
World Rally Championship|cars,sports|officialwrc
24 Hours of Le Mans|cars,sports|24hoursoflemans
Monster Jam|cars|monsterjam
Lewis Hamilton|cars,sports|ig,tw=lewishamilton
Max Verstappen|cars,sports|ig=maxverstappen1 tw=max33verstappen
Charles Leclerc|cars,sports|ig,tw=charles_leclerc
Lando Norris|cars,sports|ig,tw=landonorris
Fernando Alonso|cars,sports|ig=fernandoalo_oficial tw=alo_oficial
Daniel Ricciardo|cars,sports|ig,tw=danielricciardo
Carlos Sainz|cars,sports|ig,tw=carlossainz55
Sergio Pérez|cars,sports|ig,tw=schecoperez
George Russell|cars,sports|ig,tw=georgerussell63
Oscar Piastri|cars,sports|ig,tw=oscarpiastri
Pierre Gasly|cars,sports|ig,tw=pierregasly
Michael Schumacher|cars,sports|ig=michaelschumacher
Valentino Rossi|cars,sports|valeyellow46
Marc Márquez|cars,sports|ig,tw=marcmarquez93
Dale Earnhardt Jr.|cars,sports|tw=dalejr
Chase Elliott|cars,sports|ig,tw=chaseelliott
Kyle Busch|cars,sports|tw=kylebusch
Denny Hamlin|cars,sports|tw=dennyhamlin
Bubba Wallace|cars,sports|tw=bubbawallace
Jimmie Johnson|cars,sports|tw=jimmiejohnson
Jeff Gordon|cars,sports|tw=jeffgordonweb
Danica Patrick|cars,sports|ig,tw=danicapatrick
Travis Pastrana|cars,sports|ig,tw=travispastrana

# Car media and culture
Top Gear|cars,film-tv|tw=bbc_topgear ig=bbctopgear
MotorTrend|cars|motortrend
Car and Driver|cars|caranddriver
Road & Track|cars|roadandtrack
Jalopnik|cars|jalopnik
Doug DeMuro|cars|ig,tw=dougdemuro
Jay Leno's Garage|cars|ig,tw=jaylenosgarage
Hoonigan|cars|hoonigan
Donut Media|cars|donutmedia
Supercar Blondie|cars|ig,tt=supercarblondie
Cleetus McFarland|cars|ig=cleetusmcfarland
Hagerty|cars|hagerty
Mecum Auctions|cars|mecumauctions
Barrett-Jackson|cars|barrettjackson
Goodwood Festival of Speed|cars|tw=fosgoodwood
Speedhunters|cars|speedhunters
Hot Wheels|cars,hobbies|tw=hot_wheels ig=hotwheelsofficial
`;
