/** Artists, bands, labels, festivals and music media. Line format: see `../known-accounts.ts`. */
export const MUSIC = `
# Pop
Taylor Swift|music,celebrities|taylorswift tw=taylorswift13
Beyoncé|music,celebrities|beyonce
Rihanna|music,celebrities|ig=badgalriri tw,fb=rihanna
Drake|music,celebrities|ig=champagnepapi tw=drake
Ariana Grande|music,celebrities|ig,tw,tt=arianagrande
Justin Bieber|music,celebrities|justinbieber
Selena Gomez|music,celebrities|ig,tw,tt=selenagomez
Billie Eilish|music,celebrities|ig,tw,tt=billieeilish
Ed Sheeran|music|ig=teddysphotos tw,tt=edsheeran
Dua Lipa|music|ig,tw,tt=dualipa
The Weeknd|music|ig,tw=theweeknd
Harry Styles|music,celebrities|ig=harrystyles tw=harry_styles
Lady Gaga|music,celebrities|ig,tw,tt=ladygaga
Katy Perry|music,celebrities|ig,tw,tt=katyperry
Bruno Mars|music|ig,tw=brunomars
Miley Cyrus|music,celebrities|ig,tw=mileycyrus
Shakira|music|ig,tw,fb=shakira
Jennifer Lopez|music,celebrities|ig,tw=jlo
Adele|music|ig,tw=adele
Sam Smith|music|ig,tw=samsmith
Olivia Rodrigo|music|ig=oliviarodrigo tw=olivia_rodrigo tt=livbedumb
Sabrina Carpenter|music|ig=sabrinacarpenter tw=sabrinaannlynn
Shawn Mendes|music|ig,tw=shawnmendes
Camila Cabello|music|ig,tw=camila_cabello
Charli XCX|music|ig,tw=charli_xcx
Lizzo|music|ig=lizzobeeating tw=lizzo
Halsey|music|ig=iamhalsey tw=halsey
Lana Del Rey|music|tw=lanadelrey
Lorde|music|ig=lordemusic tw=lorde
Sia|music|ig=siamusic tw=sia
P!nk|music|ig,tw=pink
Kelly Clarkson|music|ig,tw=kellyclarkson
Demi Lovato|music|ig,tw=ddlovato
Jonas Brothers|music|ig,tw=jonasbrothers
Nick Jonas|music|ig,tw=nickjonas
Joe Jonas|music|ig,tw=joejonas
One Direction|music|ig,tw=onedirection
Zayn|music|ig=zayn tw=zaynmalik
Niall Horan|music|ig=niallhoran tw=niallofficial
Louis Tomlinson|music|ig=louist91 tw=louis_tomlinson
Britney Spears|music,celebrities|ig,tw=britneyspears
Christina Aguilera|music|ig,tw=xtina
Madonna|music,celebrities|ig,tw=madonna
Mariah Carey|music|ig,tw=mariahcarey
Celine Dion|music|ig,tw=celinedion
Cher|music|tw=cher
Alicia Keys|music|ig,tw=aliciakeys
John Legend|music|ig,tw=johnlegend
Usher|music|ig,tw=usher
Chris Brown|music|ig=chrisbrownofficial tw=chrisbrown
Jason Derulo|music|ig,tw,tt=jasonderulo
Khalid|music|ig,tw=thegreatkhalid
Janelle Monáe|music|ig,tw=janellemonae
Lewis Capaldi|music|ig,tw=lewiscapaldi
Ellie Goulding|music|ig,tw=elliegoulding
Rita Ora|music|ig,tw=ritaora
Tate McRae|music|ig,tw=tatemcrae
Conan Gray|music|ig,tw=conangray
Benson Boone|music|ig=bensonboone
Troye Sivan|music|ig,tw=troyesivan
Gracie Abrams|music|ig=gracieabrams
Chappell Roan|music|ig=chappellroan
Noah Kahan|music|ig,tw=noahkahan
Hozier|music|ig,tw=hozier
Phoebe Bridgers|music|ig=phoebebridgers
Pentatonix|music|ig,tw=ptxofficial
Lindsey Stirling|music|ig,tw=lindseystirling
Jacob Collier|music|ig,tw=jacobcollier

# K-pop
BTS|music|ig=bts.bighitofficial tw=bts_twt tt=bts_official_bighit
BLACKPINK|music|ig=blackpinkofficial tw=blackpink tt=bp_tiktok
Lisa|music|ig=lalalalisa_m
Jennie|music|ig=jennierubyjane
Rosé|music|ig=roses_are_rosie
Jisoo|music|ig=sooyaaa__
Stray Kids|music|ig=realstraykids tw=stray_kids
TWICE|music|ig=twicetagram tw=jypetwice
SEVENTEEN|music|ig=saythename_17 tw=pledis_17
NewJeans|music|ig=newjeans_official

# Hip-hop and R&B
Kendrick Lamar|music|ig,tw=kendricklamar
Travis Scott|music|ig=travisscott tw=trvisxx
Kanye West|music,celebrities|tw=kanyewest
Eminem|music|ig,tw=eminem
Snoop Dogg|music,celebrities|ig,tw=snoopdogg
Nicki Minaj|music,celebrities|ig,tw=nickiminaj
Cardi B|music,celebrities|ig,tw,tt=iamcardib
Megan Thee Stallion|music|ig,tw=theestallion
Doja Cat|music|ig,tw,tt=dojacat
SZA|music|ig,tw=sza
Tyler, the Creator|music|ig=feliciathegoat tw=tylerthecreator
J. Cole|music|ig=realcoleworld tw=jcolenc
Lil Nas X|music|ig,tw,tt=lilnasx
Lil Wayne|music|ig,tw=liltunechi
Lil Baby|music|ig=lilbaby
Future|music|ig=future tw=1future
21 Savage|music|ig,tw=21savage
Gunna|music|ig=gunna
Quavo|music|ig=quavohuncho
Chance the Rapper|music|ig,tw=chancetherapper
50 Cent|music|ig,tw=50cent
Ice Cube|music|ig,tw=icecube
Dr. Dre|music|ig,tw=drdre
Pharrell Williams|music|ig,tw=pharrell
Missy Elliott|music|ig=missymisdemeanorelliott tw=missyelliott
Jack Harlow|music|ig,tw=jackharlow
Ice Spice|music|ig=icespice
Post Malone|music|ig,tw=postmalone
Stormzy|music|ig,tw=stormzy
Central Cee|music|ig=centralcee

# Rock, alternative and indie
Coldplay|music|coldplay
Imagine Dragons|music|imaginedragons
Maroon 5|music|maroon5
Metallica|music|metallica
Foo Fighters|music|ig,tw=foofighters
Red Hot Chili Peppers|music|ig,tw=chilipeppers
Linkin Park|music|ig,tw=linkinpark
Green Day|music|ig,tw=greenday
Arctic Monkeys|music|ig,tw=arcticmonkeys
The Rolling Stones|music|ig=therollingstones tw=rollingstones
The Beatles|music|ig,tw=thebeatles
Paul McCartney|music|ig,tw=paulmccartney
Elton John|music|ig=eltonjohn tw=eltonofficial
U2|music|ig,tw=u2
Queen|music|ig=officialqueenmusic tw=queenwillrock
Guns N' Roses|music|ig,tw=gunsnroses
AC/DC|music|ig,tw=acdc
Pearl Jam|music|ig,tw=pearljam
Radiohead|music|ig,tw=radiohead
Paramore|music|ig,tw=paramore
Fall Out Boy|music|ig,tw=falloutboy
Twenty One Pilots|music|ig,tw=twentyonepilots
My Chemical Romance|music|ig=mychemicalromance tw=mcrofficial
blink-182|music|ig,tw=blink182
Bon Jovi|music|ig,tw=bonjovi
Bruce Springsteen|music|ig,tw=springsteen
Billy Joel|music|ig,tw=billyjoel
Måneskin|music|ig=maneskinofficial
The Killers|music|ig,tw=thekillers
Tame Impala|music|ig=tameimpala tw=tame_impala
Gorillaz|music|ig,tw=gorillaz
The 1975|music|ig,tw=the1975
Mumford & Sons|music|ig,tw=mumfordandsons
OneRepublic|music|ig,tw=onerepublic

# Country
Dolly Parton|music|ig,tw=dollyparton
Shania Twain|music|ig,tw=shaniatwain
Carrie Underwood|music|ig,tw=carrieunderwood
Luke Combs|music|ig,tw=lukecombs
Morgan Wallen|music|ig,tw=morganwallen
Zach Bryan|music|ig,tw=zachlanebryan
Chris Stapleton|music|ig,tw=chrisstapleton
Kacey Musgraves|music|ig=spaceykacey tw=kaceymusgraves
Blake Shelton|music|ig,tw=blakeshelton
Luke Bryan|music|ig=lukebryan tw=lukebryanonline
Keith Urban|music|ig,tw=keithurban
Tim McGraw|music|ig,tw=thetimmcgraw
Miranda Lambert|music|ig,tw=mirandalambert
Kane Brown|music|ig,tw=kanebrown
Jelly Roll|music|ig,tw=jellyroll615
Lainey Wilson|music|ig=laineywilson
Garth Brooks|music|ig=garthbrooks
Reba McEntire|music|ig,tw=reba

# Latin and Afrobeats
Bad Bunny|music,celebrities|ig=badbunnypr tw=sanbenito
Karol G|music|ig,tw=karolg
J Balvin|music|ig,tw=jbalvin
Daddy Yankee|music|ig=daddyyankee tw=daddy_yankee
Maluma|music|ig,tw=maluma
Ozuna|music|ig=ozuna
Peso Pluma|music|ig=pesopluma
Rosalía|music|ig=rosalia.vt tw=rosalia
Anitta|music|ig,tw=anitta
Rauw Alejandro|music|ig=rauwalejandro
Enrique Iglesias|music|ig,tw=enriqueiglesias
Marc Anthony|music|ig,tw=marcanthony
Burna Boy|music|ig=burnaboygram tw=burnaboy
Wizkid|music|ig,tw=wizkidayo
Davido|music|ig,tw=davido
Tems|music|ig=temsbaby

# Electronic and DJs
Calvin Harris|music|ig,tw=calvinharris
David Guetta|music|ig,tw=davidguetta
Marshmello|music|marshmello
Martin Garrix|music|ig,tw=martingarrix
Kygo|music|ig,tw=kygomusic
Skrillex|music|ig,tw=skrillex
Diplo|music|ig,tw=diplo
Tiësto|music|ig,tw=tiesto
Steve Aoki|music|ig,tw=steveaoki
The Chainsmokers|music|ig,tw=thechainsmokers
Zedd|music|ig,tw=zedd
Fred again..|music|ig=fredagainagainagainagainagain

# Classical and film music
Lang Lang|music|ig=langlangpiano
Andrea Bocelli|music|ig=andreabocelliofficial
Hans Zimmer|music,film-tv|ig=hanszimmer

# Streaming, labels and instruments
Spotify|music|spotify li=spotify
Apple Music|music|applemusic
SoundCloud|music|soundcloud
TIDAL|music|tidal
Pandora|music|tw=pandoramusic
Amazon Music|music|amazonmusic
YouTube Music|music|youtubemusic
Shazam|music|shazam
Bandcamp|music|bandcamp
Genius|music|genius
Universal Music Group|music|ig,tw=umg li=universal-music-group
Sony Music|music|ig,tw=sonymusic
Warner Records|music|ig,tw=warnerrecords
Atlantic Records|music|atlanticrecords
Columbia Records|music|ig,tw=columbiarecords
Interscope Records|music|ig,tw=interscope
Def Jam|music|ig,tw=defjam
Republic Records|music|ig,tw=republicrecords
Capitol Records|music|ig,tw=capitolrecords
RCA Records|music|ig,tw=rcarecords
Island Records|music|ig,tw=islandrecords
Roc Nation|music|ig,tw=rocnation
Sub Pop|music|ig,tw=subpop
Monstercat|music|monstercat
Fender|music|fender
Gibson|music|ig,tw=gibsonguitar
Guitar Center|music|ig,tw=guitarcenter
Ableton|music|ig,tw=ableton

# Music media, awards, festivals and live
Billboard|music|billboard
Rolling Stone|music|rollingstone
Pitchfork|music|pitchfork
NME|music|nme
NPR Music|music|ig,tw=nprmusic
COLORS|music|ig,tw=colorsxstudios
Lyrical Lemonade|music|ig,tw=lyricallemonade
Boiler Room|music|ig,tw=boilerroomtv
Hot 97|music|hot97
MTV|music,film-tv|mtv
Recording Academy (GRAMMYs)|music|ig=recordingacademy tw=recordingacad
Coachella|music|coachella
Lollapalooza|music|lollapalooza
Glastonbury Festival|music|ig,tw=glastofest
Tomorrowland|music|tomorrowland
Ultra Music Festival|music|ig,tw=ultra
EDC Las Vegas|music|ig=edc_lasvegas
Live Nation|music|livenation
Ticketmaster|music|ticketmaster
`;
