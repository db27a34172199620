/** Fashion and beauty: brands, retailers, magazines, models and creators. Line format: see `../known-accounts.ts`. */
export const STYLE = `
# Sportswear and sneakers
Nike|sports,fashion|nike li=nike
Adidas|sports,fashion|adidas li=adidas
Jordan Brand|sports,fashion|ig,tw=jumpman23
Puma|sports,fashion|puma li=puma
Under Armour|sports|underarmour li=under-armour
New Balance|sports,fashion|newbalance
Reebok|fitness-health,fashion|reebok
Converse|fashion|converse
Vans|fashion|vans
ASICS|sports|asics
Foot Locker|fashion|footlocker
StockX|fashion|stockx
Crocs|fashion|crocs
UGG|fashion|ugg
Timberland|fashion|timberland
Birkenstock|fashion|birkenstock
Skechers|fashion|skechers
Steve Madden|fashion|stevemadden
Dr. Martens|fashion|tw=drmartens ig=drmartensofficial

# Luxury houses and designers
Gucci|fashion|gucci
Louis Vuitton|fashion|louisvuitton
Chanel|fashion,beauty|chanel
Prada|fashion|prada
Dior|fashion,beauty|dior
Hermès|fashion|ig=hermes
Balenciaga|fashion|balenciaga
Versace|fashion|versace
Burberry|fashion|burberry
Fendi|fashion|fendi
Givenchy|fashion|givenchy
Saint Laurent|fashion|ig,tw=ysl
Valentino|fashion|ig,tw=maisonvalentino
Celine|fashion|ig=celine
Miu Miu|fashion|ig,tw=miumiu
Loewe|fashion|ig,tw=loewe
Off-White|fashion|ig=off____white
Moncler|fashion|moncler
Balmain|fashion|balmain
Alexander McQueen|fashion|alexandermcqueen
Jacquemus|fashion|jacquemus
Stella McCartney|fashion|stellamccartney
Dolce & Gabbana|fashion|dolcegabbana
Giorgio Armani|fashion|ig=giorgioarmani tw=armani
Tom Ford|fashion|tomford
Carolina Herrera|fashion|carolinaherrera
Oscar de la Renta|fashion|oscardelarenta
Diane von Furstenberg|fashion|dvf
Kenzo|fashion|kenzo
Vera Wang|fashion,relationships|verawang
Donatella Versace|fashion|ig=donatella_versace
Ralph Lauren|fashion|ralphlauren
Tommy Hilfiger|fashion|tommyhilfiger
Calvin Klein|fashion|calvinklein
Michael Kors|fashion|michaelkors
Coach|fashion|ig,tw=coach
Kate Spade New York|fashion|ig,tw=katespadeny
Tory Burch|fashion|toryburch
Marc Jacobs|fashion|marcjacobs
Lacoste|fashion|lacoste
Ray-Ban|fashion|rayban
Rolex|fashion|rolex
Cartier|fashion|cartier
Tiffany & Co.|fashion|tiffanyandco
Swarovski|fashion|swarovski
Pandora Jewelry|fashion|ig=theofficialpandora

# High street, streetwear and retail
Zara|fashion|zara
H&M|fashion|hm
Uniqlo|fashion|ig=uniqlo
SHEIN|fashion|ig=sheinofficial tw=shein_official
Forever 21|fashion|forever21
ASOS|fashion|asos
Urban Outfitters|fashion|urbanoutfitters
Levi's|fashion|levis
Gap|fashion|ig,tw=gap
Old Navy|fashion|oldnavy
American Eagle|fashion,youth-student|americaneagle
Abercrombie & Fitch|fashion|abercrombie
Hollister|fashion,youth-student|hollister
PacSun|fashion,youth-student|pacsun
Aéropostale|fashion,youth-student|aeropostale
Brandy Melville|fashion,youth-student|ig=brandymelvilleusa
J.Crew|fashion|jcrew
Banana Republic|fashion|bananarepublic
Anthropologie|fashion|anthropologie
Free People|fashion|freepeople
Aritzia|fashion|aritzia
Mango|fashion|mango
Bershka|fashion|bershka
Pull&Bear|fashion|pullandbear
Primark|fashion|primark
Carhartt|fashion|carhartt
Supreme|fashion|ig=supremenewyork
Stüssy|fashion|ig=stussy
Kith|fashion|ig,tw=kith
Palace Skateboards|fashion|ig=palaceskateboards
Fear of God|fashion|ig=fearofgod
Fashion Nova|fashion|fashionnova
PrettyLittleThing|fashion|ig=prettylittlething tw=officialplt
REVOLVE|fashion|revolve
Nordstrom|fashion|nordstrom
Macy's|fashion|macys
Victoria's Secret|fashion,beauty|victoriassecret
SKIMS|fashion|ig,tw,tt=skims
Savage X Fenty|fashion|ig,tw=savagexfenty
Farfetch|fashion|farfetch
SSENSE|fashion|ssense
NET-A-PORTER|fashion|netaporter
Depop|fashion|depop
Poshmark|fashion|poshmark
thredUP|fashion|thredup
Vinted|fashion|vinted
The RealReal|fashion|therealreal

# Fashion media and models
Vogue|fashion|voguemagazine
British Vogue|fashion|britishvogue
ELLE|fashion|tw=ellemagazine ig=elleusa
Harper's Bazaar|fashion|ig,tw=harpersbazaarus
GQ|fashion|tw=gqmagazine ig=gq
Esquire|fashion|esquire
Cosmopolitan|fashion,relationships|cosmopolitan
Marie Claire|fashion|tw=marieclaire ig=marieclairemag
InStyle|fashion|tw=instyle
W Magazine|fashion|ig,tw=wmag
Hypebeast|fashion|hypebeast
Highsnobiety|fashion|highsnobiety
Teen Vogue|fashion,youth-student|teenvogue
Seventeen|fashion,youth-student|seventeen
Tyra Banks|fashion,celebrities|ig,tw=tyrabanks
Heidi Klum|fashion,celebrities|ig,tw=heidiklum
Naomi Campbell|fashion|ig=naomi
Cara Delevingne|fashion,celebrities|ig,tw=caradelevingne
Karlie Kloss|fashion|ig,tw=karliekloss
Miranda Kerr|fashion|ig=mirandakerr
Adriana Lima|fashion|ig=adrianalima
Alessandra Ambrosio|fashion|ig=alessandraambrosio
Winnie Harlow|fashion|ig=winnieharlow
Ashley Graham|fashion|ig=ashleygraham
Irina Shayk|fashion|ig=irinashayk

# Beauty retailers and brands
Sephora|beauty|sephora
Ulta Beauty|beauty|ultabeauty
Fenty Beauty|beauty|fentybeauty
Rare Beauty|beauty|rarebeauty
Kylie Cosmetics|beauty|kyliecosmetics
rhode|beauty|ig=rhode
Glossier|beauty|glossier
MAC Cosmetics|beauty|maccosmetics
Maybelline|beauty|maybelline
L'Oréal Paris|beauty|ig=lorealparis li=loreal
NYX Professional Makeup|beauty|nyxcosmetics
e.l.f. Cosmetics|beauty|elfcosmetics
Benefit Cosmetics|beauty|ig=benefitcosmetics tw=benefitbeauty
Too Faced|beauty|toofaced
Urban Decay|beauty|ig=urbandecaycosmetics tw=urbandecay
Anastasia Beverly Hills|beauty|ig=anastasiabeverlyhills
Huda Beauty|beauty|hudabeauty
Charlotte Tilbury|beauty|charlottetilbury
NARS|beauty|narsissist
Clinique|beauty|clinique
Estée Lauder|beauty|esteelauder
Lancôme|beauty|ig=lancomeofficial
Dior Beauty|beauty|ig=diorbeauty
YSL Beauty|beauty|ig=yslbeauty
Armani Beauty|beauty|ig=armanibeauty
Shiseido|beauty|shiseido
Bobbi Brown|beauty|bobbibrown
Smashbox|beauty|smashbox
Make Up For Ever|beauty|ig=makeupforever
Haus Labs|beauty|ig=hauslabs
Makeup by Mario|beauty|ig=makeupbymario
Pat McGrath Labs|beauty|patmcgrathreal
Milk Makeup|beauty|milkmakeup
Tarte|beauty|tartecosmetics
Morphe|beauty|ig=morphebrushes
ColourPop|beauty|colourpopcosmetics
Merit Beauty|beauty|ig=meritbeauty
Kosas|beauty|ig=kosas
The Ordinary|beauty|ig,tt=theordinary
CeraVe|beauty|cerave
La Roche-Posay|beauty|ig=larocheposay
Neutrogena|beauty|neutrogena
Cetaphil|beauty|cetaphil
Aveeno|beauty|aveeno
Olay|beauty|olay
Nivea|beauty|nivea
Dove|beauty|dove
Garnier|beauty|garnier
Pantene|beauty|pantene
Redken|beauty|redken
Olaplex|beauty|olaplex
OUAI|beauty|theouai
Gisou|beauty|ig=gisou
Drunk Elephant|beauty|drunkelephant
Glow Recipe|beauty|glowrecipe
Summer Fridays|beauty|summerfridays
Tatcha|beauty|tatcha
SK-II|beauty|ig=skii
COSRX|beauty|ig=cosrx
Supergoop!|beauty|supergoop
Paula's Choice|beauty|paulaschoice
Youth To The People|beauty|youthtothepeople
Kiehl's|beauty|kiehls
Sol de Janeiro|beauty|soldejaneiro
Jo Malone London|beauty|jomalonelondon
Bath & Body Works|beauty|bathandbodyworks
Lush|beauty|ig=lushcosmetics
The Body Shop|beauty|thebodyshop
OPI|beauty|ig,tw=opi
Essie|beauty|essie

# Beauty media and creators
Allure|beauty|ig=allure tw=allure_magazine
Into The Gloss|beauty|ig=intothegloss
James Charles|beauty|ig,tw,tt=jamescharles
Jeffree Star|beauty|ig,tw=jeffreestar
NikkieTutorials|beauty|ig,tw=nikkietutorials
Huda Kattan|beauty|ig=hudakattan
Michelle Phan|beauty|ig,tw=michellephan
Manny MUA|beauty|ig=mannymua733
Mikayla Nogueira|beauty|ig,tt=mikaylanogueira
Hyram|beauty|ig,tt=hyram
Patrick Starrr|beauty|ig=patrickstarrr
Bretman Rock|beauty,celebrities|ig,tt=bretmanrock
Jackie Aina|beauty|ig,tw=jackieaina
Jen Atkin|beauty|ig=jenatkinhair
Chris Appleton|beauty|ig=chrisappleton1
`;
