/** Studios, streaming, networks, shows, actors, celebrities and creators. Line format: see `../known-accounts.ts`. */
export const SCREEN = `
# Streaming services and video platforms
Netflix|film-tv|netflix li=netflix
Hulu|film-tv|hulu
Disney+|film-tv|disneyplus
HBO|film-tv|hbo
Prime Video|film-tv|primevideo
Apple TV|film-tv|ig,tw=appletv
Paramount+|film-tv|paramountplus
Peacock|film-tv|tw=peacocktv ig=peacock
Crunchyroll|film-tv|crunchyroll
YouTube|film-tv|youtube

# Studios
Disney|film-tv,family|disney li=the-walt-disney-company
Pixar|film-tv|pixar
Marvel|film-tv|marvel
Marvel Studios|film-tv|marvelstudios
DC|film-tv|ig=dc tw=dcofficial
Star Wars|film-tv|starwars
Lucasfilm|film-tv|lucasfilm
Warner Bros.|film-tv|warnerbros
Universal Pictures|film-tv|tw=universalpics ig=universalpictures
Paramount Pictures|film-tv|ig,tw=paramountpics
Sony Pictures|film-tv|ig,tw=sonypictures
20th Century Studios|film-tv|tw=20thcentury ig=20thcenturystudios
Lionsgate|film-tv|ig,tw=lionsgate
A24|film-tv|a24
NEON|film-tv|ig,tw=neonrated
Focus Features|film-tv|ig,tw=focusfeatures
Searchlight Pictures|film-tv|tw=searchlightpics ig=searchlightpictures
DreamWorks Animation|film-tv|ig,tw=dreamworks
Illumination|film-tv|ig,tw=illumination
Blumhouse|film-tv|ig,tw=blumhouse
The Criterion Collection|film-tv|tw=criterion ig=criterioncollection

# TV networks and channels
NBC|film-tv|nbc
CBS|film-tv|tw=cbs ig=cbstv
ABC|film-tv|ig,tw=abcnetwork
FOX|film-tv|ig,tw=foxtv
The CW|film-tv|ig,tw=thecw
FX|film-tv|ig,tw=fxnetworks
AMC|film-tv|ig,tw=amc_tv
Bravo|film-tv|ig,tw=bravotv
Comedy Central|film-tv|comedycentral
Nickelodeon|film-tv,family|nickelodeon
Cartoon Network|film-tv|cartoonnetwork
Adult Swim|film-tv|adultswim
Disney Channel|film-tv,family|disneychannel
TLC|film-tv|tlc
HGTV|film-tv,daily-life|hgtv
History|film-tv,education|ig,tw=history
Discovery|film-tv,science-tech|discovery
PBS|film-tv,education|pbs
BBC|film-tv|ig,tw=bbc
BBC One|film-tv|ig,tw=bbcone
Channel 4|film-tv|ig,tw=channel4
ITV|film-tv|ig,tw=itv

# Film industry, awards and film media
The Academy (Oscars)|film-tv|ig,tw=theacademy
Golden Globes|film-tv|ig,tw=goldenglobes
Festival de Cannes|film-tv|ig=festivaldecannes tw=festival_cannes
Sundance Film Festival|film-tv|tw=sundancefest
TIFF|film-tv|ig,tw=tiff_net
Variety|film-tv,celebrities|variety
The Hollywood Reporter|film-tv,celebrities|tw=thr ig=hollywoodreporter
Deadline|film-tv|ig,tw=deadline
Entertainment Weekly|film-tv,celebrities|tw=ew ig=entertainmentweekly
Collider|film-tv|tw=collider
Screen Rant|film-tv|tw=screenrant
Letterboxd|film-tv|letterboxd
IMDb|film-tv|imdb
Rotten Tomatoes|film-tv|rottentomatoes
Fandango|film-tv|fandango
AMC Theatres|film-tv|ig,tw=amctheatres

# Shows
Stranger Things|film-tv|tw=stranger_things ig=strangerthingstv
The Office|film-tv|tw=theofficenbc
Friends|film-tv|tw=friendstv ig=friends
Game of Thrones|film-tv|ig,tw=gameofthrones
House of the Dragon|film-tv|tw=houseofthedragon
The Simpsons|film-tv|ig,tw=thesimpsons
Family Guy|film-tv|tw=familyguyonfox ig=familyguy
SpongeBob SquarePants|film-tv|ig,tw=spongebob
South Park|film-tv|ig,tw=southpark
Rick and Morty|film-tv|ig,tw=rickandmorty
Saturday Night Live|film-tv|ig,tw=nbcsnl
The Tonight Show|film-tv|ig,tw=fallontonight
Jimmy Kimmel Live|film-tv|ig,tw=jimmykimmellive
The Late Show|film-tv|ig,tw=colbertlateshow
Grey's Anatomy|film-tv|ig,tw=greysabc
The Bachelor|film-tv,relationships|tw=bachelorabc ig=bachelornation
Love Island|film-tv,relationships|ig,tw=loveisland
Survivor|film-tv|ig,tw=survivorcbs
American Idol|film-tv,music|ig,tw=americanidol
The Voice|film-tv,music|ig,tw=nbcthevoice
America's Got Talent|film-tv|ig,tw=agt
The Walking Dead|film-tv|tw=thewalkingdead
Breaking Bad|film-tv|ig,tw=breakingbad
Euphoria|film-tv|tw=euphoriahbo
Bridgerton|film-tv|ig,tw=bridgerton
The Mandalorian|film-tv|tw=themandalorian
Doctor Who|film-tv|ig,tw=bbcdoctorwho

# Actors and TV hosts
Dwayne Johnson|celebrities,film-tv|therock fb=dwaynejohnson
Kevin Hart|celebrities,film-tv|ig,tw,tt=kevinhart4real
Zendaya|celebrities,film-tv|ig,tw=zendaya
Tom Holland|celebrities,film-tv|ig=tomholland2013 tw=tomholland1996
Ryan Reynolds|celebrities,film-tv|ig,tw=vancityreynolds
Chris Hemsworth|celebrities,film-tv|ig,tw=chrishemsworth
Chris Evans|celebrities,film-tv|ig,tw=chrisevans
Chris Pratt|celebrities,film-tv|ig,tw=prattprattpratt
Robert Downey Jr.|celebrities,film-tv|ig,tw=robertdowneyjr
Jennifer Aniston|celebrities,film-tv|ig=jenniferaniston
Reese Witherspoon|celebrities,film-tv|ig=reesewitherspoon tw=reesew
Leonardo DiCaprio|celebrities,film-tv|ig=leonardodicaprio tw=leodicaprio
Tom Cruise|celebrities,film-tv|ig,tw=tomcruise
Will Smith|celebrities,film-tv|ig,tw,tt=willsmith
Emma Watson|celebrities,film-tv|ig,tw=emmawatson
Millie Bobby Brown|celebrities,film-tv|ig=milliebobbybrown
Timothée Chalamet|celebrities,film-tv|ig=tchalamet
Florence Pugh|celebrities,film-tv|ig=florencepugh
Pedro Pascal|celebrities,film-tv|ig=pascalispunk
Jenna Ortega|celebrities,film-tv|ig=jennaortega
Sydney Sweeney|celebrities,film-tv|ig=sydney_sweeney
Hugh Jackman|celebrities,film-tv|ig=thehughjackman tw=realhughjackman
Jason Momoa|celebrities,film-tv|ig=prideofgypsies
Vin Diesel|celebrities,film-tv|ig,tw=vindiesel
Jackie Chan|celebrities,film-tv|ig=jackiechan tw=eyeofjackiechan
Gal Gadot|celebrities,film-tv|ig=gal_gadot tw=galgadot
Viola Davis|celebrities,film-tv|ig,tw=violadavis
Tom Hanks|celebrities,film-tv|ig,tw=tomhanks
Samuel L. Jackson|celebrities,film-tv|ig,tw=samuelljackson
Mark Ruffalo|celebrities,film-tv|ig,tw=markruffalo
Jack Black|celebrities,film-tv|ig=jackblack
Jennifer Garner|celebrities,film-tv|ig=jennifer.garner
Sofía Vergara|celebrities,film-tv|ig,tw=sofiavergara
Kerry Washington|celebrities,film-tv|ig,tw=kerrywashington
Mindy Kaling|celebrities,film-tv|ig,tw=mindykaling
Lin-Manuel Miranda|arts-culture,film-tv|ig,tw=lin_manuel
Priyanka Chopra|celebrities,film-tv|ig,tw=priyankachopra
Shah Rukh Khan|celebrities,film-tv|ig,tw=iamsrk
Amitabh Bachchan|celebrities,film-tv|ig=amitabhbachchan tw=srbachchan
Deepika Padukone|celebrities,film-tv|ig,tw=deepikapadukone
Salman Khan|celebrities,film-tv|ig,tw=beingsalmankhan
Alia Bhatt|celebrities,film-tv|ig=aliaabhatt tw=aliaa08
Ranveer Singh|celebrities,film-tv|ig=ranveersingh tw=ranveerofficial
Akshay Kumar|celebrities,film-tv|ig,tw=akshaykumar
Seth Rogen|celebrities,film-tv|ig,tw=sethrogen
Adam Sandler|celebrities,film-tv|ig,tw=adamsandler
Jim Carrey|celebrities,film-tv|tw=jimcarrey
Oprah Winfrey|celebrities,film-tv|ig,tw=oprah
Ellen DeGeneres|celebrities,film-tv|ig,tw=theellenshow
Jimmy Fallon|celebrities,film-tv|ig,tw=jimmyfallon
Jimmy Kimmel|celebrities,film-tv|ig,tw=jimmykimmel
Stephen Colbert|celebrities,film-tv|tw=stephenathome
Conan O'Brien|celebrities,film-tv|tw=conanobrien ig=teamcoco
Trevor Noah|celebrities,film-tv|ig,tw=trevornoah
Ryan Seacrest|celebrities,film-tv|ig,tw=ryanseacrest
Ricky Gervais|celebrities,film-tv|ig,tw=rickygervais
Amy Schumer|celebrities,film-tv|ig,tw=amyschumer
Tiffany Haddish|celebrities,film-tv|ig,tw=tiffanyhaddish
Chris Rock|celebrities,film-tv|tw=chrisrock
Matt Rife|celebrities,film-tv|ig,tt=mattrife
Joe Rogan|celebrities|ig,tw=joerogan

# Celebrities and pop culture
Kim Kardashian|celebrities|ig,tw=kimkardashian
Kylie Jenner|celebrities,beauty|ig,tw=kyliejenner
Kendall Jenner|celebrities,fashion|ig,tw=kendalljenner
Khloé Kardashian|celebrities|ig,tw=khloekardashian
Kourtney Kardashian|celebrities|ig,tw=kourtneykardash
Kris Jenner|celebrities|ig,tw=krisjenner
Paris Hilton|celebrities|ig,tw=parishilton
Hailey Bieber|celebrities,beauty|ig,tw=haileybieber
Gigi Hadid|celebrities,fashion|ig,tw=gigihadid
Bella Hadid|celebrities,fashion|ig,tw=bellahadid
Chrissy Teigen|celebrities|ig,tw=chrissyteigen
Emily Ratajkowski|celebrities,fashion|ig=emrata
E! News|celebrities|ig,tw=enews
People|celebrities|ig,tw=people
Us Weekly|celebrities|ig,tw=usweekly
TMZ|celebrities|tw=tmz ig=tmz_tv
Page Six|celebrities|ig,tw=pagesix
Pop Crave|celebrities|tw=popcrave
The Shade Room|celebrities|ig=theshaderoom
Complex|celebrities,music|ig,tw=complex
BuzzFeed|celebrities|buzzfeed
UNILAD|celebrities|ig,tw=unilad
LADbible|celebrities|ig,tw=ladbible

# Creators and YouTubers
MrBeast|celebrities,film-tv|ig,tw,tt=mrbeast
Khaby Lame|celebrities|tt=khaby.lame ig=khaby00
Charli D'Amelio|celebrities|ig,tw,tt=charlidamelio
Dixie D'Amelio|celebrities|ig,tt=dixiedamelio
Addison Rae|celebrities|ig=addisonraee tt=addisonre
Bella Poarch|celebrities|ig,tt=bellapoarch
Zach King|celebrities,film-tv|ig,tt=zachking
Emma Chamberlain|celebrities|ig=emmachamberlain tw=emmachambie
David Dobrik|celebrities|ig,tw=daviddobrik
Lilly Singh|celebrities,film-tv|ig=lilly tw=iisuperwomanii
Casey Neistat|film-tv|tw=casey ig=caseyneistat
Smosh|film-tv|smosh
Sidemen|celebrities,gaming|ig,tw=sidemen
KSI|celebrities,music|ig,tw=ksi
`;
